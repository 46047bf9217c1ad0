using FieldCrew.Jobs;
using FieldCrew.Notifications;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;
using Plugin.LocalNotification;
using Shiny;

namespace FieldCrew;

public static class MauiProgram
{
    public static IServiceCollection ConfigureServices(IServiceCollection services)
    {
        services.AddJob(
            typeof(TimesheetSyncJob),
            identifier: TimesheetSyncJob.Identifier,
            requiredNetwork: Shiny.Jobs.InternetAccess.Any,
            runInForeground: false);
        services.AddSingleton<ShiftReminderService>();
        services.AddSingleton<JobRunProbe>();
        return services;
    }

    public static MauiApp CreateMauiApp()
    {
        var builder = MauiApp.CreateBuilder();
        builder
            .UseMauiApp<App>()
            .UseShiny()
            .ConfigureFonts(fonts =>
            {
                fonts.AddFont("Inter-Regular.ttf", "InterRegular");
                fonts.AddFont("Inter-SemiBold.ttf", "InterSemiBold");
            });

        ConfigureServices(builder.Services);

        // Local notifications for shift and break reminders. The iOS/Android
        // implementations come from the platform-specific Plugin.LocalNotification assets.
        builder.UseLocalNotification(config =>
        {
            config.AddCategory(new NotificationCategory(NotificationCategoryType.Reminder)
            {
                ActionList = new HashSet<NotificationAction>
                {
                    new(100) { Title = "Log break" },
                    new(101) { Title = "Snooze 10 min" },
                },
            });
        });

#if DEBUG
        builder.Logging.AddDebug();
#endif
        return builder.Build();
    }
}
