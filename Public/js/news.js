// Public/js/news.js — keeps "Updated 11:58 (2 minutes ago)" true while the page stays open. The
// server writes the age it knew (data-age-seconds) and the same words; without this script the page
// shows that age, as before. The age counts on from the page's load by the page's own clock, so a
// wrong clock on the reader's machine does not skew it.
(function () {
  "use strict";
  var line = document.querySelector(".news-updated[data-age-seconds]");
  var after = line && line.querySelector(".news-updated__after");
  if (!after || !window.performance) return;
  var ageAtLoad = Number(line.getAttribute("data-age-seconds"));
  if (!isFinite(ageAtLoad)) return;
  var ja = document.documentElement.lang === "ja";
  var loaded = performance.now();

  // The same words as the server's UpstreamProblem.ageText.
  function ago(seconds) {
    var units = [[86400, "日前", "day"], [3600, "時間前", "hour"], [60, "分前", "minute"], [1, "秒前", "second"]];
    for (var i = 0; i < units.length; i++) {
      var size = units[i][0];
      if (seconds >= size || size === 1) {
        var n = Math.floor(seconds / size);
        return ja ? n + units[i][1] : n + " " + units[i][2] + (n === 1 ? "" : "s") + " ago";
      }
    }
  }

  function tick() {
    var seconds = ageAtLoad + Math.floor((performance.now() - loaded) / 1000);
    after.textContent = ja ? " 更新（" + ago(seconds) + "）" : " (" + ago(seconds) + ")";
    // Every second while seconds are shown, then every ten (minutes change slowly).
    setTimeout(tick, seconds < 60 ? 1000 : 10000);
  }
  setTimeout(tick, 1000);
})();
