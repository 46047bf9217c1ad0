using System.Collections;
using Unity.Notifications.iOS;
using UnityEngine;

namespace Lanternfish.Notifications
{
    public class NotificationsBootstrap : MonoBehaviour
    {
        public bool AuthorizationFinished { get; private set; }
        public bool AuthorizationGranted { get; private set; }

        // Called from native test bridge via UnitySendMessage.
        public void RequestAuthorization()
        {
            StartCoroutine(RequestAuthorization(() =>
            {
                LanternfishBridge.ReportAuthorization(AuthorizationFinished, AuthorizationGranted);
            }));
        }

        IEnumerator RequestAuthorization(System.Action callback)
        {
            var options = AuthorizationOption.Alert | AuthorizationOption.Badge | AuthorizationOption.Sound;
            using (var req = new AuthorizationRequest(options, true))
            {
                float next = 0f;
                while (!req.IsFinished)
                {
                    if (Time.realtimeSinceStartup >= next)
                    {
                        next = Time.realtimeSinceStartup + 30f;
                        string res2 = "\n RequestAuthorization: \n";
                        res2 += "\n finished: " + req.IsFinished;
                        res2 += "\n granted :  " + req.Granted;
                        res2 += "\n error:  " + req.Error;
                        res2 += "\n deviceToken:  " + req.DeviceToken;
                        Debug.LogError(res2);
                    }
                    yield return null;
                }

                AuthorizationFinished = true;
                AuthorizationGranted = req.Granted;
                callback?.Invoke();
            }
        }
    }
}
