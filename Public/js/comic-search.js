// Comic title suggestions in the search box's list as the reader types (the form works without it).
(function () {
  "use strict";
  var form = document.querySelector(".comic-search-form");
  if (!form || !window.fetch) return;
  var input = form.querySelector("input[name=q]");
  var list = document.getElementById("comic-search-titles");
  var base = form.getAttribute("data-suggestions");
  var timer = null;
  var latest = 0;
  input.addEventListener("input", function () {
    clearTimeout(timer);
    var text = input.value.trim();
    if (text.length < 2 || /^#?\d+$/.test(text)) return;
    timer = setTimeout(function () {
      var asked = ++latest;
      fetch(base + "&q=" + encodeURIComponent(text), { headers: { Accept: "application/x-suggestions+json" } })
        .then(function (response) { return response.ok ? response.json() : null; })
        .then(function (answer) {
          if (!answer || asked !== latest || !Array.isArray(answer[1])) return;
          while (list.firstChild) list.removeChild(list.firstChild);
          answer[1].forEach(function (title) {
            var option = document.createElement("option");
            option.value = String(title);
            list.appendChild(option);
          });
        })
        .catch(function () {});
    }, 150);
  });
})();
