// Public/js/news.js — keeps "Updated 11:58 (2 minutes ago)" true while the page stays open. The
// server writes the age it knew (data-age-seconds) and its words for an age (data-age-words, a line
// each: "after= ({ago})", the text after the time, and each unit's plural forms with {n},
// "minutes.one=1 minute ago"; a line's first "=" ends its key); without this script the page
// shows that age, as before. The age counts on from the page's load by the page's own clock, so a
// wrong clock on the reader's machine does not skew it.
(function () {
  "use strict";
  var line = document.querySelector(".news-updated[data-age-seconds][data-age-words]");
  var after = line && line.querySelector(".news-updated__after");
  if (!after || !window.performance || !window.Intl || !Intl.PluralRules) return;
  var ageAtLoad = Number(line.getAttribute("data-age-seconds"));
  if (!isFinite(ageAtLoad)) return;
  var words = {};
  line.getAttribute("data-age-words").split("\n").forEach(function (entry) {
    var equals = entry.indexOf("=");
    if (equals < 1) return;
    var key = entry.slice(0, equals), text = entry.slice(equals + 1), dot = key.indexOf(".");
    if (dot < 0) {
      words[key] = text;
    } else {
      var unit = key.slice(0, dot);
      words[unit] = words[unit] || {};
      words[unit][key.slice(dot + 1)] = text;
    }
  });
  if (!words.after || !words.seconds || !words.minutes || !words.hours || !words.days) return;
  // The page's language picks the plural form, by the same CLDR rules as the server's.
  var plural = new Intl.PluralRules(document.documentElement.lang || "en");
  var loaded = performance.now();

  // The same choice of unit as the server's NewsWords.ago.
  function ago(seconds) {
    var units = [[86400, words.days], [3600, words.hours], [60, words.minutes], [1, words.seconds]];
    for (var i = 0; i < units.length; i++) {
      var size = units[i][0];
      if (seconds >= size || size === 1) {
        var n = Math.floor(seconds / size);
        var forms = units[i][1];
        var form = forms[plural.select(n)];
        return (typeof form === "string" ? form : forms.other).replace("{n}", String(n));
      }
    }
  }

  function tick() {
    var seconds = ageAtLoad + Math.floor((performance.now() - loaded) / 1000);
    after.textContent = words.after.replace("{ago}", ago(seconds));
    // Every second while seconds are shown, then every ten (minutes change slowly).
    setTimeout(tick, seconds < 60 ? 1000 : 10000);
  }
  setTimeout(tick, 1000);
})();
