using BackgroundTasks;
using Foundation;
using Microsoft.Extensions.Logging;

namespace Brightwater.Field.Platforms.iOS;

public static class BackgroundTasksRegistrar
{
    // BF-1187: renamed from "com.brightwater.field.sync" so the id says what it syncs.
    public const string InspectionSyncId = "com.brightwater.field.inspection-sync";
    public const string PhotoCleanupId = "com.brightwater.field.photo-cleanup";

    static readonly Dictionary<string, bool> results = new();
    public static IReadOnlyDictionary<string, bool> Results => results;

    /// <summary>Must run inside FinishedLaunching, before it returns.</summary>
    public static void RegisterAll(IServiceProvider services)
    {
        var log = services.GetRequiredService<ILogger<InspectionSyncJob>>();

        results[InspectionSyncId] = BGTaskScheduler.Shared.Register(InspectionSyncId, null, task =>
            new InspectionSyncTaskHandler(services).Handle((BGAppRefreshTask)task));

        results[PhotoCleanupId] = BGTaskScheduler.Shared.Register(PhotoCleanupId, null, task =>
            new PhotoCleanupTaskHandler(services).Handle((BGProcessingTask)task));

        foreach (var (id, ok) in results)
        {
            if (!ok)
                log.LogError("BGTaskScheduler.Register returned false for {TaskId}", id);
        }
    }
}
