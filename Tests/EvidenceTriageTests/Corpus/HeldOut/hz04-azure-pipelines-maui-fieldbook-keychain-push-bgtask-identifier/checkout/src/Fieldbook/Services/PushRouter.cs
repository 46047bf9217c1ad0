namespace Fieldbook.Services;

/// Routes push payloads from the notification SDK. Assignment pushes are sent with
/// "content-available": 1 and an alert, so the dispatcher is told about them in the
/// background and the field worker sees a banner.
public sealed class PushRouter
{
    private readonly IInboxRefresher _inbox;

    public PushRouter(IPushEvents events, IInboxRefresher inbox)
    {
        _inbox = inbox;
        events.PushNotificationReceived += OnPushNotificationReceived;
    }

    private void OnPushNotificationReceived(object? sender, PushNotificationReceivedEventArgs e)
    {
        if (e.CustomData.TryGetValue("type", out var type) && type == "assignment")
        {
            // Every assignment push refreshes the inbox.
            _ = _inbox.RefreshAsync(reason: "push");
        }
    }
}
