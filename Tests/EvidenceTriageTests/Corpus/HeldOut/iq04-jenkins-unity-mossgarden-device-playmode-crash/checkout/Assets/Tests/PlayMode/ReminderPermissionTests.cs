using System.Collections;
using Mossgarden.Notifications;
using NUnit.Framework;
using UnityEngine.TestTools;

namespace Mossgarden.Tests
{
    public class ReminderPermissionTests
    {
        [UnityTest]
        public IEnumerator DeniedPermissionKeepsRemindersOff()
        {
            // Device lab profile answers the notification prompt with "Don't Allow".
            var scheduler = new ReminderScheduler();
            yield return scheduler.RequestAuthorization(registerForRemote: false);
            Assert.IsFalse(scheduler.RemindersEnabled);
        }
    }
}
