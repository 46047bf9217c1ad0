using KestrelField.Jobs;
using Shiny;
using Shiny.Jobs;

namespace KestrelField;

public static class MauiProgram
{
    public static MauiApp CreateMauiApp()
    {
        var builder = MauiApp.CreateBuilder();
        builder
            .UseMauiApp<App>()
            .UseShiny();

        builder.Services.AddSingleton<IOutboxStore, SqliteOutboxStore>();
        builder.Services.AddSingleton<IInspectionApi, InspectionApi>();
        builder.Services.AddJob(new JobInfo(
            typeof(OutboxSyncJob),
            "outbox-sync",
            RunOnForeground: false,
            RequiredInternetAccess: InternetAccess.Any,
            BatteryNotLow: true));

        return builder.Build();
    }
}
