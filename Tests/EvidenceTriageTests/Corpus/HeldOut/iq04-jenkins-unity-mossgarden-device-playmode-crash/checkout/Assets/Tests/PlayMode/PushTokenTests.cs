using System.Collections;
using Mossgarden.Notifications;
using NUnit.Framework;
using UnityEngine.TestTools;

namespace Mossgarden.Tests
{
    public class PushTokenTests
    {
        [UnityTest]
        public IEnumerator RegistersForRemoteNotificationsAtLaunch()
        {
            var scheduler = new ReminderScheduler();
            yield return scheduler.RequestAuthorization(registerForRemote: true);
            Assert.IsNotEmpty(scheduler.DeviceToken, $"expected an APNs token, error: {scheduler.Error}");
        }
    }
}
