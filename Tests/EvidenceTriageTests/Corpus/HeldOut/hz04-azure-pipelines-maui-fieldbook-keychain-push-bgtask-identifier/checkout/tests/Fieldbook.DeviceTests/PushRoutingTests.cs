using NUnit.Framework;
using Fieldbook.Services;

namespace Fieldbook.DeviceTests;

[TestFixture]
public class PushRoutingTests
{
    /// One assignment push, delivered as the SDK delivers it on iOS: the event is raised when the
    /// content-available push arrives in the background and again when the user taps the banner.
    [Test]
    public void SilentPushRefreshesInboxOnce()
    {
        var events = new FakePushEvents();
        var inbox = new CountingInboxRefresher();
        _ = new PushRouter(events, inbox);

        var push = PushFixtures.Assignment(id: "asg-4471", contentAvailable: true);
        events.RaiseReceivedInBackground(push);
        events.RaiseTapped(push);

        Assert.That(inbox.RefreshCount, Is.EqualTo(1));
    }

    [Test]
    public void NonAssignmentPushDoesNotRefresh()
    {
        var events = new FakePushEvents();
        var inbox = new CountingInboxRefresher();
        _ = new PushRouter(events, inbox);
        events.RaiseReceivedInBackground(PushFixtures.Chat(id: "c-1"));
        Assert.That(inbox.RefreshCount, Is.EqualTo(0));
    }
}
