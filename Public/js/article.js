// Public/js/article.js — footnote previews on article pages. Optional: without it a tap on [12]
// follows the link to note 12 in its list (highlighted there by :target) and the note's ↑ link
// returns. With it, the tap opens the note beside its marker instead, with a link to the list;
// Escape, a tap elsewhere or a second tap on the marker closes it. The note is copied from this
// page's own list (markup Kiosk wrote), never fetched.
(function () {
  'use strict';

  var article = document.querySelector('.article');
  if (!article || !document.createElement('div').cloneNode) { return; }

  // On a phone, sections start folded under their headings, as on Wikipedia's mobile site, so
  // the reader sees the contents of the whole article; the one holding the place the address
  // names (#History, a note) stays open. Without JavaScript every section stays open.
  if (window.matchMedia && window.matchMedia('(max-width: 59.99rem)').matches) {
    var target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    var sections = article.querySelectorAll('details.article__section');
    for (var s = 0; s < sections.length; s++) {
      if (!target || !sections[s].contains(target)) { sections[s].removeAttribute('open'); }
    }
  }
  // A link to a place inside a folded section (the contents, a footnote) unfolds it first.
  function unfold(id) {
    var place = document.getElementById(id);
    for (var node = place; node; node = node.parentNode) {
      if (node.tagName === 'DETAILS') { node.setAttribute('open', ''); }
    }
  }
  window.addEventListener('hashchange', function () { unfold(decodeURIComponent(location.hash.slice(1))); });

  var open = null; // { marker, popup }

  function close() {
    if (!open) { return; }
    open.popup.parentNode.removeChild(open.popup);
    open.marker.setAttribute('aria-expanded', 'false');
    open = null;
  }

  function show(link, note) {
    var popup = document.createElement('span');
    popup.className = 'article__popup';
    popup.setAttribute('role', 'note');
    popup.id = 'popup-' + note.id;
    var children = note.childNodes;
    for (var i = 0; i < children.length; i++) {
      var child = children[i];
      // The way back from the list is not needed beside the marker.
      if (child.nodeType === 1 && child.classList.contains('article__backlink')) { continue; }
      popup.appendChild(child.cloneNode(true));
    }
    var more = document.createElement('a');
    more.href = '#' + note.id;
    more.className = 'article__popup-more';
    more.textContent = article.getAttribute('data-note-label') || '↓';
    popup.appendChild(document.createTextNode(' '));
    popup.appendChild(more);
    more.addEventListener('click', close);
    link.parentNode.parentNode.insertBefore(popup, link.parentNode.nextSibling);
    link.setAttribute('aria-expanded', 'true');
    link.setAttribute('aria-controls', popup.id);
    open = { marker: link, popup: popup };
  }

  article.addEventListener('click', function (event) {
    var place = event.target.closest ? event.target.closest('a[href^="#"]') : null;
    if (place) { unfold(decodeURIComponent(place.getAttribute('href').slice(1))); }
    var link = event.target.closest ? event.target.closest('.article__ref a') : null;
    if (!link) {
      if (open && !open.popup.contains(event.target)) { close(); }
      return;
    }
    var id = decodeURIComponent(link.getAttribute('href').slice(1));
    var note = document.getElementById(id);
    if (!note || event.ctrlKey || event.metaKey || event.shiftKey) { return; }
    event.preventDefault();
    var same = open && open.marker === link;
    close();
    if (!same) { show(link, note); }
  });

  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && open) {
      var marker = open.marker;
      close();
      marker.focus();
    }
  });
})();
