using System;
using Plugin.LocalNotification;

namespace Dosewise.Reminders
{
    public static class ReminderScheduler
    {
        static int nextId = 6;

        public static int RemindNow (Dose dose)
        {
            var request = new NotificationRequest {
                NotificationId = ++nextId,
                Title = $"Time for {dose.Name}",
                Description = $"{dose.Milligrams} mg",
                ReturningData = dose.Name,
                NotifyTime = DateTime.Now.ToLocalTime (),
            };
            NotificationCenter.Current.Show (request);
            Console.WriteLine ($"[Reminders] scheduled {request.NotificationId} NotifyTime={request.NotifyTime:yyyy-MM-dd HH:mm:ss.fff}");
            return request.NotificationId;
        }

        public static DateTime NextDose (DateTime last, TimeSpan interval) => last + interval;
    }
}
