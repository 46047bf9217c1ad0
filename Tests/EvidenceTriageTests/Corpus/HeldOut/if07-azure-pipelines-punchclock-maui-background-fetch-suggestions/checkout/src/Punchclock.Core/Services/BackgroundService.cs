using System;
using System.Reactive.Linq;
using System.Reactive.Subjects;

namespace Punchclock.Core.Services;

public sealed class BackgroundService : IBackgroundService
{
    private readonly ISubject<TimeSpan> appResumedFromBackground = new Subject<TimeSpan>();
    private DateTimeOffset? enteredBackgroundAt;

    public IObservable<TimeSpan> AppResumedFromBackground => appResumedFromBackground.AsObservable();

    /// True while iOS has woken the app for PerformFetch (no UI on screen).
    public bool AppIsInBackgroundFetch { get; private set; }

    public void EnterBackground(DateTimeOffset now) => enteredBackgroundAt = now;

    public void EnterBackgroundFetch() => AppIsInBackgroundFetch = true;

    public void ExitBackgroundFetch() => AppIsInBackgroundFetch = false;

    public void EnterForeground(DateTimeOffset now)
    {
        AppIsInBackgroundFetch = false;
        if (enteredBackgroundAt is { } since)
            appResumedFromBackground.OnNext(now - since);
        enteredBackgroundAt = null;
    }
}
