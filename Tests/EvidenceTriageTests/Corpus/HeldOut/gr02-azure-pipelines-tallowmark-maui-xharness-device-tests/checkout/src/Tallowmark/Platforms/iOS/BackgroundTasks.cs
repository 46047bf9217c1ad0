using System;
using System.Collections.Generic;
using BackgroundTasks;
using Foundation;
using Microsoft.Extensions.Logging;

namespace Tallowmark.Platforms.iOS;

/// <summary>
/// Registers and schedules the BGTaskScheduler tasks. Called from AppDelegate.FinishedLaunching
/// (and from the device-test host's AppDelegate) before launching finishes.
/// </summary>
public static class BackgroundTasks
{
    public const string RefreshIdentifier = "com.tallowmark.inspections.refresh";
    public const string SyncIdentifier = "com.tallowmark.inspections.sync";

    public static readonly IReadOnlyList<string> AllIdentifiers = new[] { RefreshIdentifier, SyncIdentifier };

    public static Dictionary<string, bool> RegistrationResults { get; } = new();

    public static void RegisterAll(Func<IInspectionRefreshJob> refreshJob, Func<IInspectionSyncJob> syncJob, ILogger log)
    {
        RegistrationResults[RefreshIdentifier] = BGTaskScheduler.Shared.Register(RefreshIdentifier, null, task =>
            new BackgroundTaskAdapter(refreshJob(), log).Handle((BGAppRefreshTask)task));

        RegistrationResults[SyncIdentifier] = BGTaskScheduler.Shared.Register(SyncIdentifier, null, task =>
            new BackgroundTaskAdapter(syncJob(), log).Handle((BGProcessingTask)task));

        foreach (var (id, ok) in RegistrationResults)
            log.LogInformation("[BackgroundTasks] register {Identifier}: {Result}", id, ok ? "ok" : "REJECTED");
    }

    public static NSError? ScheduleRefresh(ILogger log)
    {
        var request = new BGAppRefreshTaskRequest(RefreshIdentifier)
        {
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(30 * 60),
        };
        BGTaskScheduler.Shared.Submit(request, out var error);
        log.LogInformation("[BackgroundTasks] submit {Identifier}: {Result}", RefreshIdentifier, error?.ToString() ?? "ok");
        return error;
    }

    public static NSError? ScheduleSync(ILogger log)
    {
        var request = new BGProcessingTaskRequest(SyncIdentifier)
        {
            RequiresNetworkConnectivity = true,
            RequiresExternalPower = false,
        };
        BGTaskScheduler.Shared.Submit(request, out var error);
        log.LogInformation("[BackgroundTasks] submit {Identifier}: {Result}", SyncIdentifier, error?.ToString() ?? "ok");
        return error;
    }
}
