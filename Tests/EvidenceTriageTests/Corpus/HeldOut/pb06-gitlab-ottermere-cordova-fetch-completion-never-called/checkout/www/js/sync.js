// www/js/sync.js
document.addEventListener('deviceready', () => {
  const Fetcher = window.BackgroundFetch;
  Fetcher.configure(
    () => {
      console.log('[js] BackgroundFetch initiated');
      syncInvoices()
        .then(() => Fetcher.finish())
        .catch(() => Fetcher.finish());
    },
    (error) => console.log('[js] BackgroundFetch failed', error),
    { stopOnTerminate: true },
  );
});

function syncInvoices() {
  return fetch('https://api.ottermere.example/v2/invoices/changes').then((r) => r.json());
}
