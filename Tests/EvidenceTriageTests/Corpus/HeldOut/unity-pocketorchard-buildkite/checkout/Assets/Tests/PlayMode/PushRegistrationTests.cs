using System.Collections;
using NUnit.Framework;
using Unity.Notifications.iOS;
using UnityEngine;
using UnityEngine.TestTools;

namespace PocketOrchard.PlayModeTests
{
    // Runs on the CI iPhone (Buildkite mac-04). Harvest reminders are remote pushes.
    public class PushRegistrationTests
    {
        [UnityTest]
        public IEnumerator RegistersForRemoteNotifications()
        {
            var options = AuthorizationOption.Alert | AuthorizationOption.Badge | AuthorizationOption.Sound;
            using (var req = new AuthorizationRequest(options, registerForRemoteNotifications: true))
            {
                var waited = 0f;
                while (!req.IsFinished && waited < 30f)
                {
                    waited += Time.unscaledDeltaTime;
                    yield return null;
                }

                Debug.Log($"[PushRegistrationTests] granted={req.Granted} error='{req.Error}' token='{req.DeviceToken}'");
                Assert.IsTrue(req.IsFinished, "authorization request did not finish in 30 s");
                Assert.IsTrue(req.Granted);
                Assert.IsNull(req.Error);
                Assert.IsFalse(string.IsNullOrEmpty(req.DeviceToken), "no APNs device token");
            }
        }
    }
}
