// Public/js/suggestions.js — title suggestions in a search box's list as the reader types: the
// header's Wikipedia search on every page, and the comic search. Each form names its suggestions
// URL in data-suggestions and its list in the input's `list`; without this script (or fetch) the
// forms submit as plain GETs and work the same.
(function () {
  "use strict";
  if (!window.fetch) return;
  Array.prototype.forEach.call(document.querySelectorAll("form[data-suggestions]"), function (form) {
    var input = form.querySelector("input[name=q]");
    var list = input && input.list;
    if (!list) return;
    var base = form.getAttribute("data-suggestions");
    var timer = null;
    var latest = 0;
    input.addEventListener("input", function () {
      clearTimeout(timer);
      var text = input.value.trim();
      // A comic number ("#614") opens that comic: there is nothing to suggest.
      if (text.length < 2 || (form.classList.contains("comic-search-form") && /^#?\d+$/.test(text))) return;
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
  });
})();
