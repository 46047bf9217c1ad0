(function () {
  window.Birchwood = window.Birchwood || {};
  window.Birchwood.sync = {
    installBackgroundFetch: function () {
      BackgroundFetch.configure(
        { minimumFetchInterval: 15, stopOnTerminate: false },
        function (taskId) {
          console.log('[sync] background fetch received ' + taskId);
          if (taskId === 'com.birchwood.outbox-flush') console.log('[sync] task com.birchwood.outbox-flush');
          Birchwood.outbox.flush().finally(function () { BackgroundFetch.finish(taskId); });
        },
        function (taskId) { BackgroundFetch.finish(taskId); }
      );
    }
  };
})();
