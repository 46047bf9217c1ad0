using Microsoft.Extensions.DependencyInjection;
using Plugin.LocalNotification;
using Xunit;

namespace FieldCrew.DeviceTests;

public class MauiProgramTests
{
    [Fact]
    public void CreateMauiApp_RegistersTimesheetSyncJob()
    {
        var services = MauiProgram.ConfigureServices(new ServiceCollection());
        Assert.Contains(services, d => d.ImplementationType == typeof(Jobs.TimesheetSyncJob));
    }

    [Fact]
    public void CreateMauiApp_RegistersLocalNotificationService()
    {
        var app = MauiProgram.CreateMauiApp();

        var service = app.Services.GetService<INotificationService>();
        Assert.NotNull(service);
    }
}
