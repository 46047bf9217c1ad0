using Harbourline.Services;

namespace Harbourline;

public partial class App : Application
{
    readonly IBackgroundSyncRegistrar _backgroundSync;
    readonly ISettingsStore _settings;

    public App(IBackgroundSyncRegistrar backgroundSync, ISettingsStore settings)
    {
        InitializeComponent();
        _backgroundSync = backgroundSync;
        _settings = settings;
    }

    protected override Window CreateWindow(IActivationState? activationState) => new(new AppShell());

    protected override async void OnStart()
    {
        base.OnStart();

        // Settings decide which sync jobs the user enabled; load them before registering.
        await _settings.LoadAsync();

        // Moved here from MauiProgram's iOS FinishedLaunching event so registration can read settings.
        _backgroundSync.Register(_settings.EnabledSyncJobs);
    }
}
