using Plugin.LocalNotification;

namespace Rotawise;

public static class MauiProgram
{
    public static MauiApp CreateMauiApp()
    {
        var builder = MauiApp.CreateBuilder();
        builder
            .UseMauiApp<App>()
            .UseLocalNotification();
        builder.Services.AddRotawiseCore();
        return builder.Build();
    }
}
