namespace Pennant.Services;

public sealed class SessionStore
{
    const string TokenKey = "pennant.session";
    const string BiometricKey = "pennant.biometric";

    public async Task<bool> SaveAsync(string token)
    {
        try
        {
            await SecureStorage.Default.SetAsync(TokenKey, token);
            return true;
        }
        catch (Exception ex)
        {
            System.Diagnostics.Debug.WriteLine($"[SessionStore] SecureStorage.SetAsync failed: {ex.Message}");
            await Shell.Current.DisplayAlert("Couldn't save your session", ex.Message, "OK");
            return false;
        }
    }

    public Task<string?> LoadAsync() => SecureStorage.Default.GetAsync(TokenKey);

    public async Task<bool> SetBiometricAsync(bool enabled)
    {
        try
        {
            await SecureStorage.Default.SetAsync(BiometricKey, enabled ? "1" : "0");
            return true;
        }
        catch (Exception ex)
        {
            System.Diagnostics.Debug.WriteLine($"[SessionStore] SecureStorage.SetAsync failed: {ex.Message}");
            return false;
        }
    }
}
