using NUnit.Framework;
using Rota.Core.Background;

namespace Rota.DeviceTests;

[TestFixture]
public class BackgroundSyncTests
{
    [Test]
    public async Task RotaRefreshRunsAfterSubmit()
    {
        var ran = new TaskCompletionSource();
        RotaRefreshScheduler.RefreshRan += (_, _) => ran.TrySetResult();

        RotaRefreshScheduler.Submit(TimeSpan.FromSeconds(5));

        var finished = await Task.WhenAny(ran.Task, Task.Delay(TimeSpan.FromSeconds(60)));
        Assert.That(finished, Is.SameAs(ran.Task), "Timed out after 60 s waiting for the rota refresh task to launch");
    }

    [Test]
    public void TaskIdentifierIsPermitted()
    {
        var permitted = Foundation.NSBundle.MainBundle.ObjectForInfoDictionary("BGTaskSchedulerPermittedIdentifiers") as Foundation.NSArray;
        Assert.That(permitted?.ToArray<Foundation.NSString>().Select(s => s.ToString()), Does.Contain(RotaRefreshScheduler.TaskId));
    }
}
