// Public/js/search.js — search as you type on /search. Optional: without it (or without fetch)
// the form submits as a plain GET and the page works the same. Loaded from 'self' (the CSP
// allows nothing inline), with `defer`, so the form is already in the document.
//
// The history rule: typing, and changing the page size, update the current history
// entry in place (replaceState); a submit (Enter, the button) or a followed link is an ordinary
// navigation and adds exactly one entry; whenever an entry is shown again (Back, Forward, a
// page restored from the back/forward cache) the page, the box and the URL are those of the URL.
(function () {
  'use strict';

  var QUIET_MILLISECONDS = 300; // wait for a pause in typing before asking

  var form = document.getElementById('search-form');
  var input = document.getElementById('search-q');
  var region = document.getElementById('search-results');
  var status = document.getElementById('search-status');
  if (!form || !input || !region || !status || !window.fetch || !window.DOMParser || !window.URL ||
      !window.AbortController || !window.URLSearchParams || !window.history.replaceState) {
    return;
  }
  var limit = form.elements.namedItem('limit');
  // SearchViewModel.liveMinimumLength: typing shorter text searches nothing (a submit still does).
  var minimumLength = Number(form.getAttribute('data-live-minimum')) || 3;
  var defaultLimit = form.getAttribute('data-default-limit') || '';

  var timer = null;
  var inFlight = null;
  var shownKey = key(location.href); // the search whose results the region shows

  // What a search URL asks for, ignoring spelling differences (order, default limit, spaces).
  function key(url) {
    var params = new URL(url, location.href).searchParams;
    return JSON.stringify([params.has('q') ? params.get('q').trim() : null, params.get('lang'), params.get('wiki'),
      params.get('limit') || defaultLimit, params.get('offset') || '0']);
  }

  function queryOf(url) {
    var params = new URL(url, location.href).searchParams;
    return params.has('q') ? params.get('q').trim() : null;
  }

  // The URL for what the form holds now, on its first page (no offset); the search text only
  // when typing has made it searchable: 3 characters, or the very search already on screen.
  function liveURL() {
    var params = new URLSearchParams();
    var text = input.value.trim();
    if (Array.from(text).length >= minimumLength || (text !== '' && text === queryOf(location.href))) {
      params.set('q', text);
    }
    new FormData(form).forEach(function (value, name) {
      if (name === 'q' || name === 'offset' || (name === 'limit' && value === defaultLimit)) return;
      params.append(name, value);
    });
    return form.getAttribute('action') + '?' + params.toString();
  }

  // The entry's URL before typing changed it: where a submit leaves this entry.
  function entryBase() {
    return (history.state && history.state.kioskSearchBase) || location.href;
  }

  // Swaps the results region, title and language link for the fetched page's, and says what changed.
  function show(html, url, replaceEntry) {
    var page = new DOMParser().parseFromString(html, 'text/html');
    var fresh = page.getElementById('search-results');
    if (!fresh) return;
    region.replaceChildren.apply(region, Array.prototype.map.call(fresh.childNodes, function (node) {
      return document.importNode(node, true);
    }));
    if (replaceEntry) history.replaceState({ kioskSearchBase: entryBase() }, '', url);
    shownKey = key(url);
    document.title = page.title;
    // The language picker's links keep the search, so they follow it.
    var picker = document.querySelectorAll('.language-picker a');
    var freshPicker = page.querySelectorAll('.language-picker a');
    if (picker.length === freshPicker.length) {
      Array.prototype.forEach.call(picker, function (link, index) {
        link.setAttribute('href', freshPicker[index].getAttribute('href'));
      });
    }
    var announcement = region.querySelector('[data-announce]');
    status.textContent = announcement ? announcement.textContent.replace(/\s+/g, ' ').trim() : '';
  }

  // Stops whatever typing started: the pending pause and the request on its way.
  function cancel() {
    clearTimeout(timer);
    if (inFlight) inFlight.abort();
    inFlight = null;
    region.removeAttribute('aria-busy');
  }

  // Fetches `url`'s page and shows its results; `replaceEntry` makes it the current entry's URL.
  function load(url, replaceEntry) {
    cancel();
    var controller = new AbortController();
    inFlight = controller;
    region.setAttribute('aria-busy', 'true');
    // Error pages (502/503/504) are pages too: show whatever came back.
    fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin', signal: controller.signal })
      .then(function (response) { return response.text(); })
      .then(function (html) { if (inFlight === controller) show(html, url, replaceEntry); })
      .catch(function () {
        // Network trouble or an aborted older request: keep what is on screen; submitting still works.
      })
      .then(function () {
        if (inFlight === controller) {
          inFlight = null;
          region.removeAttribute('aria-busy');
        }
      });
  }

  // Typing and the page size: the results and the URL follow the form, in the same entry.
  function follow() {
    var url = liveURL();
    if (key(url) === shownKey && key(url) === key(location.href)) {
      cancel();
      return;
    }
    load(url, true);
  }

  // An entry shown again: the box and page size are the URL's, and so are the results.
  function restore() {
    cancel();
    var query = queryOf(location.href);
    input.value = query === null ? '' : query;
    var size = new URL(location.href).searchParams.get('limit') || defaultLimit;
    if (limit && Array.prototype.some.call(limit.options, function (o) { return o.value === size; })) limit.value = size;
    if (key(location.href) !== shownKey) load(location.href, false);
  }

  input.addEventListener('input', function () {
    clearTimeout(timer);
    timer = setTimeout(follow, QUIET_MILLISECONDS);
  });
  if (limit) limit.addEventListener('change', follow);

  // The submit itself is the browser's own navigation (one new entry). Typing had rewritten this
  // entry to its live results; it goes back to what it was, so Back undoes the search at once.
  form.addEventListener('submit', function () {
    cancel();
    var base = entryBase();
    if (base !== location.href) history.replaceState(null, '', base);
  });

  // Leaving: nothing typed may rewrite this entry while it waits in the back/forward cache.
  window.addEventListener('pagehide', cancel);
  window.addEventListener('pageshow', function (event) { if (event.persisted) restore(); });
  window.addEventListener('popstate', restore);
  // A reload or a return that rebuilt the page: the browser may have refilled the form.
  restore();
})();
