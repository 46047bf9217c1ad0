using System.Collections;
using Unity.Notifications.iOS;
using UnityEngine;

namespace Mossgarden.Notifications
{
    public class ReminderScheduler
    {
        public bool RemindersEnabled { get; private set; }
        public string DeviceToken { get; private set; } = "";
        public string Error { get; private set; } = "";

        public IEnumerator RequestAuthorization(bool registerForRemote)
        {
            var options = AuthorizationOption.Alert | AuthorizationOption.Badge | AuthorizationOption.Sound;
            using var req = new AuthorizationRequest(options, registerForRemote);
            while (!req.IsFinished)
                yield return null;

            RemindersEnabled = req.Granted;
            DeviceToken = req.DeviceToken ?? "";
            Error = req.Error ?? "";
            Debug.Log($"[reminders] authorization granted={req.Granted} error='{req.Error}' token='{DeviceToken}'");
        }
    }
}
