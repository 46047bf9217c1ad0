using System.Collections;
using NUnit.Framework;
using PuffinHarbor.Notifications;
using UnityEngine;
using UnityEngine.TestTools;

namespace PuffinHarbor.Tests
{
    public class NotificationPermissionTests
    {
        [UnityTest]
        public IEnumerator FirstRequestCompletes()
        {
            var gate = new GameObject("gate").AddComponent<PermissionGate>();
            var answers = 0;
            gate.Answered += _ => answers++;
            yield return gate.Request();
            Assert.AreEqual(1, answers);
        }

        [UnityTest]
        public IEnumerator AuthorizationCallbackFiresOncePerRequest()
        {
            var gate = new GameObject("gate").AddComponent<PermissionGate>();
            var answers = 0;

            // Settings screen asks again after the player toggles reminders off and on.
            yield return gate.Request();
            gate.Answered += _ => answers++;
            yield return gate.Request();

            Assert.AreEqual(1, answers);
        }
    }
}
