using System;
using System.Threading.Tasks;
using NUnit.Framework;
using Plugin.LocalNotification;
using Dosewise.Reminders;

namespace Dosewise.Tests
{
    [TestFixture]
    public class ReminderSchedulerTests
    {
        [Test]
        public async Task NotificationRaisedForDoseDueNow ()
        {
            var raised = new TaskCompletionSource<int> ();
            NotificationCenter.Current.NotificationReceived += e => raised.TrySetResult (e.Request.NotificationId);
            var id = ReminderScheduler.RemindNow (new Dose ("Amoxicillin", 500));
            var done = await Task.WhenAny (raised.Task, Task.Delay (TimeSpan.FromSeconds (10)));
            Assert.IsTrue (done == raised.Task, "notification was not raised");
            Assert.AreEqual (id, raised.Task.Result);
        }

        [Test]
        public void NextDoseUsesInterval ()
        {
            var next = ReminderScheduler.NextDose (new DateTime (2026, 8, 13, 8, 0, 0), TimeSpan.FromHours (8));
            Assert.AreEqual (new DateTime (2026, 8, 13, 16, 0, 0), next);
        }
    }
}
