// index.js excerpt (headless task), shown for the reindex test.
BackgroundFetch.configure({ minimumFetchInterval: 15 }, async (taskId) => {
  if (taskId === 'com.transistorsoft.reindex') {
    rebuildSearchIndexSync(allNotes());   // tokenises ~40k notes on the JS thread
  }
  BackgroundFetch.finish(taskId);
}, (taskId) => BackgroundFetch.finish(taskId));
