// Public/js/article.js — footnote previews, folded sections on a phone, wide boxes that take focus
// only when they scroll, and pictures opened larger on article pages. Optional: without it a tap on
// [12] follows the link to note 12 in its list (highlighted there by :target) and the note's ↑ link
// returns; every section stays open; a picture's link opens the picture itself. With it, the tap
// opens the note beside its marker instead, with a link to the list; Escape, a tap elsewhere or a
// second tap on the marker closes it. The note is copied from this page's own list (markup Kiosk
// wrote), never fetched.
(function () {
  'use strict';

  var article = document.querySelector('.article');
  if (!article || !document.createElement('div').cloneNode) { return; }

  // On a phone, sections start folded under their headings, as on Wikipedia's mobile site, so
  // the reader sees the contents of the whole article; the one holding the place the address
  // names (#History, a note) stays open. Without JavaScript every section stays open.
  if (window.matchMedia && window.matchMedia('(max-width: 59.99rem)').matches) {
    var target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    var sections = article.querySelectorAll('details.article__section, details.article__contents-fold');
    for (var s = 0; s < sections.length; s++) {
      if (!target || !sections[s].contains(target)) { sections[s].removeAttribute('open'); }
    }
  }
  // A link to a place inside a folded section (the contents, a footnote) unfolds it first; a link
  // to the contents (the phone's bar) unfolds the list too.
  function unfold(id) {
    var place = document.getElementById(id);
    for (var node = place; node; node = node.parentNode) {
      if (node.tagName === 'DETAILS') { node.setAttribute('open', ''); }
    }
    var fold = place && place.querySelector ? place.querySelector('details.article__contents-fold') : null;
    if (fold) { fold.setAttribute('open', ''); }
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

  // A wide table or formula scrolls in its own box. Only a box that does scroll takes focus (so a
  // keyboard can scroll it), named by its caption or as one that scrolls; the rest are not tab stops.
  var scrollLabel = article.getAttribute('data-scroll-label') || '';
  function markScrollers() {
    var boxes = article.querySelectorAll('.article__scroll, .article__display-math');
    for (var b = 0; b < boxes.length; b++) {
      var box = boxes[b];
      if (box.scrollWidth > box.clientWidth + 1) {
        var caption = box.querySelector('caption');
        box.setAttribute('tabindex', '0');
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', caption ? caption.textContent : scrollLabel);
      } else if (box.hasAttribute('tabindex')) {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    }
  }
  markScrollers();
  var measuring = false;
  function remeasure() {
    if (measuring) { return; }
    measuring = true;
    window.requestAnimationFrame(function () { measuring = false; markScrollers(); });
  }
  // Measured again when a box or what it holds changes size: a turned phone, a larger text size, a
  // section unfolded (its boxes had no width while folded).
  if (window.ResizeObserver) {
    var observer = new ResizeObserver(remeasure);
    var watched = article.querySelectorAll('.article__scroll, .article__scroll > table, .article__display-math, .article__display-math > math');
    for (var w = 0; w < watched.length; w++) { observer.observe(watched[w]); }
  } else {
    window.addEventListener('resize', remeasure);
    article.addEventListener('toggle', markScrollers, true);
  }

  // A picture opens larger in a dialog over the page: Escape, its button or a tap beside it closes
  // it, and the focus returns to the picture's link.
  var closeLabel = article.getAttribute('data-close-label') || '×';
  function enlarge(link) {
    var image = link.querySelector('img');
    if (!image || typeof HTMLDialogElement !== 'function') { return false; }
    var dialog = document.createElement('dialog');
    dialog.className = 'article__lightbox';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = closeLabel;
    close.addEventListener('click', function () { dialog.close(); });
    var large = document.createElement('img');
    large.src = link.getAttribute('href');
    large.alt = image.alt;
    // Wikimedia draws a thumbnail at any of its usual widths (`…/250px-Name.png`): the picture
    // shows at once as it was, then sharper from the 960 px one if that one comes (a picture
    // smaller than that has none, and stays as it was).
    var sharper = large.src.replace(/\/(\d+)px-([^\/]+)$/, function (whole, width, name) {
      return Number(width) < 960 ? '/960px-' + name : whole;
    });
    if (sharper !== large.src) {
      var probe = new Image();
      probe.onload = function () { large.src = sharper; };
      probe.src = sharper;
    }
    dialog.appendChild(close);
    dialog.appendChild(large);
    var figure = link.closest('figure');
    var caption = figure ? figure.querySelector('figcaption') : null;
    if (caption) {
      var text = document.createElement('p');
      text.textContent = caption.textContent;
      var languaged = link.closest('[lang]');
      if (languaged) {
        text.lang = languaged.lang;
        text.dir = languaged.dir;
      }
      dialog.appendChild(text);
    }
    var labelled = image.alt || (caption && caption.textContent);
    if (labelled) { dialog.setAttribute('aria-label', labelled); }
    dialog.addEventListener('click', function (event) { if (event.target === dialog) { dialog.close(); } });
    dialog.addEventListener('close', function () {
      dialog.parentNode.removeChild(dialog);
      link.focus();
    });
    document.body.appendChild(dialog);
    dialog.showModal();
    close.focus();
    return true;
  }

  article.addEventListener('click', function (event) {
    var picture = event.target.closest ? event.target.closest('a.article__image-link') : null;
    if (picture && !event.ctrlKey && !event.metaKey && !event.shiftKey && enlarge(picture)) {
      event.preventDefault();
      return;
    }
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
