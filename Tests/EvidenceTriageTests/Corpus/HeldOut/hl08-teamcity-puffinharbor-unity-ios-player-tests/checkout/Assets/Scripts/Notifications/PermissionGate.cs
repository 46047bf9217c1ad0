using System;
using System.Collections;
using Unity.Notifications.iOS;
using UnityEngine;

namespace PuffinHarbor.Notifications
{
    /// Asks for notification permission before scheduling tide reminders.
    public class PermissionGate : MonoBehaviour
    {
        public event Action<bool> Answered;

        // Shared completion signal so the HUD badge can listen too.
        static event Action<bool> s_Completed;

        public IEnumerator Request()
        {
            // Subscribed on every request and never removed (mirrors AuthorizationRequest 1.0.x).
            s_Completed += granted =>
            {
                Debug.Log($"[PermissionGate] authorization finished granted={granted}");
                Answered?.Invoke(granted);
            };

            using (var req = new AuthorizationRequest(AuthorizationOption.Alert | AuthorizationOption.Badge, false))
            {
                while (!req.IsFinished)
                    yield return null;
                s_Completed?.Invoke(req.Granted);
            }
        }
    }
}
