using System.Net.Http;
using Xamarin.Forms;

namespace Ropewalk
{
    public partial class JobListPage : ContentPage
    {
        static readonly HttpClient Http = new HttpClient { Timeout = System.TimeSpan.FromSeconds(30) };

        protected override async void OnAppearing()
        {
            base.OnAppearing();
            try
            {
                Log.Info("[Ropewalk] OnAppearing: GET /v3/jobs started");
                var json = await Http.GetStringAsync(Api.Jobs);
                BindingContext = JobListViewModel.From(json);
            }
            catch (System.Exception ex)
            {
                Log.Error($"[Ropewalk] OnAppearing failed: {ex}");
                await DisplayAlert("Something went wrong", ex.Message, "OK");
            }
        }
    }
}
