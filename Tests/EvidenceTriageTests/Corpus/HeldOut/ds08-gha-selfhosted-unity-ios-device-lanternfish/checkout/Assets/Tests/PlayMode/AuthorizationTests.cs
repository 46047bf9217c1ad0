using System.Collections;
using NUnit.Framework;
using Unity.Notifications.iOS;
using UnityEngine;
using UnityEngine.TestTools;

namespace Lanternfish.Tests
{
    [UnityPlatform(RuntimePlatform.IPhonePlayer)]
    public class AuthorizationTests
    {
        [UnityTest]
        public IEnumerator RequestAuthorization_ReturnsGranted()
        {
            using (var request = new AuthorizationRequest(AuthorizationOption.Alert | AuthorizationOption.Sound, registerForRemoteNotifications: false))
            {
                var deadline = Time.realtimeSinceStartup + 30f;
                while (!request.IsFinished && Time.realtimeSinceStartup < deadline)
                    yield return null;

                Assert.IsTrue(request.IsFinished, "authorization request did not finish within 30 s");
                Assert.IsTrue(request.Granted, $"authorization not granted: {request.Error}");
            }
        }
    }
}
