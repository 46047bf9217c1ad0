namespace Tallyboard;

public partial class App : Application
{
    private readonly IBiometricGate _gate;
    private readonly SessionStore _session;

    public App(IBiometricGate gate, SessionStore session)
    {
        InitializeComponent();
        _gate = gate;
        _session = session;
    }

    protected override async void OnStart()
    {
        base.OnStart();
        // Re-lock the app whenever it starts: a failed biometric check signs the user out.
        var ok = await _gate.VerifyAsync("Unlock Tallyboard");
        if (!ok)
        {
            Log.Info("[Tallyboard] OnStart: biometric gate failed; signing out");
            await _session.SignOutAsync();
        }
    }
}
