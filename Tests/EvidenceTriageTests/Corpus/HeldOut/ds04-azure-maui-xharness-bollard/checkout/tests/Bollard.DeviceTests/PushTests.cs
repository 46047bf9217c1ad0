using System;
using System.Threading.Tasks;
using Bollard.Services;
using Xunit;

namespace Bollard.DeviceTests;

public class PushTests : IClassFixture<AppFixture>
{
    readonly AppFixture app;
    public PushTests(AppFixture app) => this.app = app;

    [Fact]
    public async Task RegisterForRemoteNotifications_ReturnsDeviceToken()
    {
        var push = app.Services.GetRequiredService<IPushRegistrar>();

        // Completes from AppDelegate.RegisteredForRemoteNotifications or faults from
        // FailedToRegisterForRemoteNotifications with the NSError iOS reports.
        var token = await push.RegisterAsync(TimeSpan.FromSeconds(30));

        Assert.False(string.IsNullOrEmpty(token));
    }
}
