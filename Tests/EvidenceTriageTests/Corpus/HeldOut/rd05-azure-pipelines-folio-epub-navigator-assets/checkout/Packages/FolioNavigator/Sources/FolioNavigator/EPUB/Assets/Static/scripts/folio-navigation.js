window.folio = {
  scrollToPosition(progression) {
    document.scrollingElement.scrollTop = progression * document.scrollingElement.scrollHeight;
  }
};
