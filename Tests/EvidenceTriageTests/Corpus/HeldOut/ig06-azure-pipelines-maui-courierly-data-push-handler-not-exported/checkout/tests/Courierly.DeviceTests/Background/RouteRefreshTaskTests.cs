using System;
using System.Threading.Tasks;
using BackgroundTasks;
using Courierly.Background;
using Foundation;
using Xunit;

namespace Courierly.DeviceTests.Background;

public class RouteRefreshTaskTests
{
    [Fact]
    public async Task RouteRefreshRunsSoonAfterSubmit()
    {
        var ran = RouteRefreshTask.WaitForNextRunAsync();
        var request = new BGAppRefreshTaskRequest(RouteRefreshTask.Identifier)
        {
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(60),
        };

        BGTaskScheduler.Shared.Submit(request, out NSError? error);
        RouteRefreshTask.RecordSubmission(error);
        Assert.Null(error);

        // Couriers expect the route to refresh within two minutes of backgrounding.
        var finished = await Task.WhenAny(ran, Task.Delay(TimeSpan.FromMinutes(2)));
        Assert.Same(ran, finished);
    }

    [Fact]
    public void IdentifierIsPermittedByTheTestHost()
    {
        var permitted = (NSArray)NSBundle.MainBundle.ObjectForInfoDictionary("BGTaskSchedulerPermittedIdentifiers");
        Assert.Contains(RouteRefreshTask.Identifier, NSArray.StringArrayFromHandle(permitted.Handle));
    }
}
