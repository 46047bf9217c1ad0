using Unity.Advertisement.IosSupport;
using UnityEngine;

namespace Mossgarden.Consent
{
    public class ConsentBanner : MonoBehaviour
    {
        public bool Visible => gameObject.activeSelf;

        public void RequestTracking()
        {
            ATTrackingStatusBinding.RequestAuthorizationTracking(status =>
            {
                // Hide the pre-prompt once the user has answered the system dialog.
                gameObject.SetActive(false);
                PlayerPrefs.SetInt("att_status", status);
            });
        }
    }
}
