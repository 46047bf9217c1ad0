using Harbourcast.Services;

namespace Harbourcast;

public partial class App : Application
{
    readonly AudioSessionConfigurator _audioSession;

    public App(AudioSessionConfigurator audioSession)
    {
        InitializeComponent();
        _audioSession = audioSession;
        MainPage = new AppShell();
    }

    protected override void OnResume()
    {
        base.OnResume();
#if IOS
        // Moved here from AppDelegate.FinishedLaunching in 3.8 ("lifecycle cleanup").
        _audioSession.EnsureConfigured();
#endif
    }
}
