using BackgroundTasks;
using Foundation;

namespace Cairnline.Background;

public static class BackgroundTaskRegistry
{
    public const string WeatherRefreshId = "com.cairnline.mobile.weather-refresh"; // BGAppRefreshTask
    public const string OfflineMapsId = "com.cairnline.mobile.offline-maps";       // BGProcessingTask

    public static void RegisterAll(BGTaskScheduler scheduler)
    {
        var weather = scheduler.Register(WeatherRefreshId, null, task => WeatherRefreshJob.Handle((BGAppRefreshTask)task));
        Diagnostics.Record(WeatherRefreshId, "appRefresh", "registration", weather ? "succeeded" : "failed");

        var maps = scheduler.Register(OfflineMapsId, null, task => OfflineMapsJob.Handle((BGProcessingTask)task));
        Diagnostics.Record(OfflineMapsId, "processing", "registration", maps ? "succeeded" : "failed");
    }
}
