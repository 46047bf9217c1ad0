using Harrow.Sync;
using Xunit;

namespace Harrow.DeviceTests;

public class ReceiptSyncJobTests
{
    [Fact]
    public async Task ExpiredRunKeepsCursorForUnsentReceipts()
    {
        var api = new FakeReceiptApi(pending: 5, nextCursor: "c-105");
        var cursors = new InMemoryCursorStore("c-100");
        var scheduler = new FakeTaskScheduler();

        // FakeTaskScheduler fires the launch handler immediately and expires it after two uploads.
        scheduler.Register("com.harrow.expenses.receipt-sync", token => new ReceiptSyncJob(api, cursors).RunAsync(token));
        await scheduler.LaunchAndExpireAfterAsync("com.harrow.expenses.receipt-sync", api.AfterUploads(2));

        Assert.Equal(2, api.Uploaded.Count);
        Assert.Equal("c-102", cursors.Current);
    }
}
