using System;
using BackgroundTasks;
using Foundation;

namespace Fernleaf.iOS.Background
{
    public class RefreshScheduler
    {
        public const string RefreshId = "com.fernleafapps.fernleaf.refresh";
        public static RefreshScheduler Shared { get; } = new RefreshScheduler ();
        readonly DiagnosticRecorder recorder = DiagnosticRecorder.Shared;
        bool registered;

        public BGAppRefreshTaskRequest LastRequest { get; private set; }

        public void Register ()
        {
            registered = BGTaskScheduler.Shared.Register (RefreshId, null, task => HandleRefresh ((BGAppRefreshTask) task));
            recorder.Write (RefreshId, "appRefresh", "registration", registered ? "succeeded" : "failed");
        }

        public bool IsRegistered (string id) => registered && id == RefreshId;

        public NSError Submit (TimeSpan delay)
        {
            var request = new BGAppRefreshTaskRequest (RefreshId) {
                EarliestBeginDate = (NSDate) DateTime.UtcNow.Add (delay)
            };
            BGTaskScheduler.Shared.Submit (request, out NSError error);
            recorder.Write (RefreshId, "appRefresh", "submission", error == null ? "succeeded" : "failed",
                error == null ? null : $"{error.Domain}:{error.Code}");
            if (error == null)
                LastRequest = request;
            else
                Console.WriteLine ($"[Refresh] submit failed: {error}");
            return error;
        }

        void HandleRefresh (BGAppRefreshTask task)
        {
            recorder.Write (RefreshId, "appRefresh", "launch", "succeeded");
            var op = new ObservationSyncOperation ();
            task.ExpirationHandler = () => op.Cancel ();
            op.Completed += ok => task.SetTaskCompleted (ok);
            op.Start ();
        }
    }
}
