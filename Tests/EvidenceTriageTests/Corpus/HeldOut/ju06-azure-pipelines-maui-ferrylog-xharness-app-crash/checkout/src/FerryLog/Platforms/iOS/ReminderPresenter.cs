using Foundation;
using UserNotifications;

namespace FerryLog.Platforms.iOS;

/// Shows a local "boarding closes soon" reminder for a booked crossing.
public sealed class ReminderPresenter
{
    public Task ShowAsync(Reminder reminder, TimeSpan delay)
    {
        var tcs = new TaskCompletionSource();
        var content = new UNMutableNotificationContent
        {
            Title = reminder.Title,
            Body = reminder.Body,
            ThreadIdentifier = "crossings",
        };
        var trigger = UNTimeIntervalNotificationTrigger.CreateTrigger(Math.Max(delay.TotalSeconds, 1), false);
        var request = UNNotificationRequest.FromIdentifier(reminder.Id, content, trigger);

        UNUserNotificationCenter.Current.AddNotificationRequest(request, error =>
        {
            if (error is not null)
            {
                tcs.TrySetException(new NSErrorException(error));
                return;
            }

            // Remember which booking this reminder opens when tapped.
            var userInfo = new NSMutableDictionary
            {
                [new NSString("booking")] = new NSString(reminder.BookingRef),
            };
            userInfo[new NSString("deepLink")] = new NSString(reminder.DeepLink);
            ReminderIndex.Shared.Save(reminder.Id, userInfo);
            tcs.TrySetResult();
        });
        return tcs.Task;
    }
}
