using Xunit;

namespace Kelpie.DeviceTests;

public class BackgroundRefreshTests
{
    [Fact]
    public void RegisterReturnsTrueForSyncIdentifier()
    {
        Assert.True(BackgroundSync.Registered, $"BGTaskScheduler.Register({BackgroundSync.SyncId}) returned false");
    }
}
