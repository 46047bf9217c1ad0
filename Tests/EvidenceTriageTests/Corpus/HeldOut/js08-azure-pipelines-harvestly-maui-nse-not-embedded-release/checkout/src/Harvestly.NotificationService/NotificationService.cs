using Foundation;
using UserNotifications;

namespace Harvestly.NotificationService;

[Register("NotificationService")]
public class NotificationService : UNNotificationServiceExtension
{
    Action<UNNotificationContent>? contentHandler;
    UNMutableNotificationContent? bestAttempt;

    protected NotificationService(ObjCRuntime.NativeHandle handle) : base(handle) { }

    public override void DidReceiveNotificationRequest(UNNotificationRequest request, Action<UNNotificationContent> handler)
    {
        contentHandler = handler;
        bestAttempt = (UNMutableNotificationContent)request.Content.MutableCopy();
        var photo = request.Content.UserInfo["produce_photo"] as NSString;
        if (photo is null) { handler(bestAttempt); return; }
        ProducePhotoAttacher.Attach(bestAttempt, new NSUrl(photo), () => handler(bestAttempt));
    }

    public override void TimeWillExpire()
    {
        if (contentHandler is not null && bestAttempt is not null) contentHandler(bestAttempt);
    }
}
