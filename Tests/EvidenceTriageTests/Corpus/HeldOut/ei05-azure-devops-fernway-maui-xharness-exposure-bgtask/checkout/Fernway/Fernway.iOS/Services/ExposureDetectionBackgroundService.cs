using System;
using BackgroundTasks;
using Foundation;
using Fernway.Services;

namespace Fernway.iOS.Services
{
    public class ExposureDetectionBackgroundService : AbsExposureDetectionBackgroundService
    {
        // Renamed to match the Android worker name (fernway-exposure-detection).
        public const string BGTASK_IDENTIFIER = "jp.fernway.app.exposure-detection";
        private const double TASK_INTERVAL_IN_HOURS = 4;

        private readonly ILoggerService _loggerService;

        public ExposureDetectionBackgroundService(ILoggerService loggerService)
        {
            _loggerService = loggerService;
        }

        public bool Register()
        {
            var accepted = BGTaskScheduler.Shared.Register(BGTASK_IDENTIFIER, null, task =>
            {
                HandleExposureDetection((BGProcessingTask)task);
            });
            _loggerService.Info($"BGTaskScheduler.Register {BGTASK_IDENTIFIER} accepted={accepted}");
            return accepted;
        }

        public override void Schedule()
        {
            var request = new BGProcessingTaskRequest(BGTASK_IDENTIFIER)
            {
                EarliestBeginDate = (NSDate)DateTime.UtcNow.AddHours(TASK_INTERVAL_IN_HOURS),
                RequiresNetworkConnectivity = true,
            };
            BGTaskScheduler.Shared.Submit(request, out NSError error);
            if (error != null)
            {
                _loggerService.Error($"BGTaskScheduler.Submit failed: {error}");
                throw new NSErrorException(error);
            }
        }

        private void HandleExposureDetection(BGProcessingTask task)
        {
            Schedule();
            task.ExpirationHandler = () => _loggerService.Warning("exposure detection expired");
            _ = ExposureDetectionAsync().ContinueWith(t => task.SetTaskCompleted(!t.IsFaulted));
        }
    }
}
