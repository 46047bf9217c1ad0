using System;
using Unity.Notifications.iOS;
using UnityEngine;

public class OrchardNotifications : MonoBehaviour
{
    void OnEnable()
    {
        // Fires when a local notification arrives while the game is in the foreground.
        iOSNotificationCenter.OnNotificationReceived += OnReceived;
    }

    void OnDisable() => iOSNotificationCenter.OnNotificationReceived -= OnReceived;

    void OnReceived(iOSNotification n)
    {
        Debug.Log($"[orchard] notification received in game: {n.Identifier}");
        HarvestHud.ShowBanner(n.Title);
    }

    public static void ScheduleHarvestReady(TimeSpan inTime, string id) =>
        iOSNotificationCenter.ScheduleNotification(new iOSNotification(id)
        {
            Title = "Your apples are ready",
            Body = "Tap to harvest before the crows do.",
            ShowInForeground = true,
            ForegroundPresentationOption = PresentationOption.Alert | PresentationOption.Sound,
            Trigger = new iOSNotificationTimeIntervalTrigger { TimeInterval = inTime, Repeats = false },
        });
}
