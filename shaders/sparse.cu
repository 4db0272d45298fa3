/* sparse kernels (empty until the first one lands) */
