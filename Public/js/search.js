// Public/js/search.js — search as you type on /search. Optional: without it (or without fetch)
// the form submits as a plain GET and the page works the same. Loaded from 'self' (the CSP
// allows nothing inline), with `defer`, so the form is already in the document.
(function () {
  'use strict';

  var MINIMUM_LENGTH = 3; // SearchViewModel.minimumLength: shorter text makes no request
  var QUIET_MILLISECONDS = 300; // wait for a pause in typing before asking

  var form = document.getElementById('search-form');
  var input = document.getElementById('search-q');
  var region = document.getElementById('search-results');
  var status = document.getElementById('search-status');
  if (!form || !input || !region || !status || !window.fetch || !window.DOMParser ||
      !window.AbortController || !window.URLSearchParams || !window.history.replaceState) {
    return;
  }

  var timer = null;
  var inFlight = null;
  var lastSearched = input.value.trim();

  // The same URL a submit would load; a new search starts on its first page (no offset).
  function searchURL() {
    var params = new URLSearchParams(new FormData(form));
    params.delete('offset');
    return form.getAttribute('action') + '?' + params.toString();
  }

  // Swaps the results region, title and language link for the fetched page's, and says what changed.
  function show(html, url) {
    var page = new DOMParser().parseFromString(html, 'text/html');
    var fresh = page.getElementById('search-results');
    if (!fresh) return;
    region.replaceChildren.apply(region, Array.prototype.map.call(fresh.childNodes, function (node) {
      return document.importNode(node, true);
    }));
    history.replaceState(null, '', url);
    document.title = page.title;
    var switcher = document.querySelector('.language-switch');
    var freshSwitcher = page.querySelector('.language-switch');
    if (switcher && freshSwitcher) switcher.setAttribute('href', freshSwitcher.getAttribute('href'));
    var announcement = region.querySelector('[data-announce]');
    status.textContent = announcement ? announcement.textContent.replace(/\s+/g, ' ').trim() : '';
  }

  function search() {
    var text = input.value.trim();
    if (Array.from(text).length < MINIMUM_LENGTH || text === lastSearched) return;
    lastSearched = text;
    var url = searchURL();
    if (inFlight) inFlight.abort();
    var controller = new AbortController();
    inFlight = controller;
    region.setAttribute('aria-busy', 'true');
    // Error pages (502/503/504) are pages too: show whatever came back.
    fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin', signal: controller.signal })
      .then(function (response) { return response.text(); })
      .then(function (html) { if (inFlight === controller) show(html, url); })
      .catch(function () {
        // Network trouble or an aborted older request: keep what is on screen; submitting still works.
        if (inFlight === controller) lastSearched = null;
      })
      .then(function () {
        if (inFlight === controller) {
          inFlight = null;
          region.removeAttribute('aria-busy');
        }
      });
  }

  input.addEventListener('input', function () {
    clearTimeout(timer);
    timer = setTimeout(search, QUIET_MILLISECONDS);
  });
})();
