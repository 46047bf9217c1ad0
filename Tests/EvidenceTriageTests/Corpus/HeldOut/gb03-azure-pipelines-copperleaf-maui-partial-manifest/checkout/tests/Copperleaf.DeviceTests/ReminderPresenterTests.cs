using Copperleaf.Notifications;
using UserNotifications;
using Xunit;

namespace Copperleaf.DeviceTests;

public class ReminderPresenterTests
{
    [Fact]
    public void DueReminderShowsBannerWhileAppIsOpen()
    {
        var notification = TestNotifications.InspectionDue("INS-2231");
        var options = ReminderPresenter.OptionsFor(notification);
        Assert.Equal(
            UNNotificationPresentationOptions.Banner | UNNotificationPresentationOptions.List | UNNotificationPresentationOptions.Sound,
            options);
    }
}
