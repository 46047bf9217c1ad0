using System.Threading.Tasks;
using Shiny.Notifications;

namespace Harborline.Notifications
{
    public class HighTideNotificationDelegate : INotificationDelegate
    {
        public Task OnEntry(NotificationResponse response)
        {
            // Opening the alert takes the user to the station page.
            return Navigation.OpenStation(response.Notification.Payload["station"]);
        }

        // Foreground presentation is left to the platform default.
    }
}
