// A stand-in for the live-chat provider's widget (served by e2e/support/server.ts at LIVE_CHAT_SCRIPT_URL):
// it draws a Jivo-like jdiv and records that it ran. The element is empty, so it changes no screenshot
// of the suite, unless a test asks to see it (localStorage 'test-live-chat' = 'visible').
(() => {
  const widget = document.createElement('jdiv');
  widget.className = 'test-live-chat';
  if (localStorage.getItem('test-live-chat') === 'visible') {
    widget.textContent = 'Чат';
    widget.style.cssText =
      'display:block;position:fixed;right:16px;bottom:16px;z-index:900;padding:12px 18px;border-radius:24px;background:#2f4a3a;color:#fff;font:600 16px sans-serif';
  }
  document.body.append(widget);
  window.testLiveChat = { ranAt: performance.now() };
})();
