using System.Collections;
using System.Linq;
using NUnit.Framework;
using Unity.Notifications.iOS;
using UnityEngine;
using UnityEngine.TestTools;
using Glimmer.Notifications;
using Glimmer.Tests.Support;

namespace Glimmer.Tests
{
    public class RemoteNotificationTests
    {
        [UnitySetUp]
        public IEnumerator GrantPermissionLater()
        {
            // Glimmer asks for notifications after the tutorial, not on launch.
            yield return PushBootstrap.RequestPermissionAfterTutorial();
        }

        [UnityTest]
        public IEnumerator ForegroundRemoteUsesPresentationSettings()
        {
            iOSNotificationCenter.RemoveAllDeliveredNotifications();
            yield return PushSidecar.Send("glimmer-foreground-1", "Your ship has docked");
            yield return new WaitForSeconds(3f);
            var delivered = iOSNotificationCenter.GetDeliveredNotifications();
            Assert.That(delivered.Select(n => n.Identifier), Has.Member("glimmer-foreground-1"));
        }

        [UnityTest]
        public IEnumerator RemoteNotificationShownWhenCallbackRegistered()
        {
            string receivedId = null;
            iOSNotificationCenter.OnRemoteNotificationReceived += n => receivedId = n.Identifier;
            iOSNotificationCenter.RemoveAllDeliveredNotifications();
            yield return PushSidecar.Send("glimmer-callback-2", "A storm is coming to Glimmer Isle");
            yield return new WaitForSeconds(3f);
            Assert.AreEqual("glimmer-callback-2", receivedId);
            var delivered = iOSNotificationCenter.GetDeliveredNotifications();
            Assert.That(delivered.Select(n => n.Identifier), Has.Member("glimmer-callback-2"));
        }
    }
}
