using System.Collections;
using Unity.Notifications.iOS;
using UnityEngine;

namespace Glimmer.Notifications
{
    public static class PushBootstrap
    {
        public static string DeviceToken { get; private set; }

        public static IEnumerator RequestPermissionAfterTutorial()
        {
            var options = AuthorizationOption.Alert | AuthorizationOption.Badge | AuthorizationOption.Sound;
            using (var req = new AuthorizationRequest(options, true))
            {
                while (!req.IsFinished)
                    yield return null;
                DeviceToken = req.DeviceToken;
                Debug.Log($"[Push] authorization granted={req.Granted} token={(string.IsNullOrEmpty(req.DeviceToken) ? "none" : "ok")}");
            }
        }
    }
}
